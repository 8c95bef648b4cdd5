import { describe, expect, it } from 'vitest';
import { mapPost } from './map-post';
import { cardRow } from './test-rows';
import { categoriesOf, filterPosts, pageCount, pageSlice } from './filter-posts';

const posts = [
  mapPost(cardRow({ id: '1', title: 'Herencias y testamentos', excerpt: 'Qué ley se aplica', category: 'Herencias' }), 'es'),
  mapPost(cardRow({ id: '2', title: 'Alquiler turístico', excerpt: 'Registro en Dénia', category: 'Inmobiliario', additional_categories: ['Civil'] }), 'es'),
  mapPost(cardRow({ id: '3', title: 'Cuotas de comunidad', excerpt: 'Cómo reclamar', category: 'Civil' }), 'es'),
];

describe('filterPosts', () => {
  it('filters by main or additional category', () => {
    expect(filterPosts(posts, 'Civil', '').map((post) => post.id)).toEqual(['2', '3']);
    expect(filterPosts(posts, 'Herencias', '').map((post) => post.id)).toEqual(['1']);
  });
  it('searches title and excerpt without caring about case or accents', () => {
    expect(filterPosts(posts, '', 'DENIA').map((post) => post.id)).toEqual(['2']);
    expect(filterPosts(posts, '', 'como reclamar').map((post) => post.id)).toEqual(['3']);
    expect(filterPosts(posts, 'Herencias', 'reclamar')).toEqual([]);
  });
  it('lists categories once and pages by six', () => {
    expect(categoriesOf(posts, 'es')).toEqual(['Civil', 'Herencias', 'Inmobiliario']);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(7)).toBe(2);
    expect(pageSlice([1, 2, 3, 4, 5, 6, 7], 2)).toEqual([7]);
  });
});
