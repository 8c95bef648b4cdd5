// Public facts the site-update tests change in the database, made and removed the same way everywhere.
import { serviceClient } from './admin-auth';

/** An authorised, active testimonial with Spanish and Arabic text naming `id`; `remove()` deletes it. */
export async function addTestimonial(id: string) {
  const texts = { es: `Muy buen trato ${id}`, ar: `خدمة ممتازة وشرح واضح ${id}` };
  const { data } = await serviceClient()
    .from('testimonials')
    .insert({ name: `Cliente ${id}`, text: texts.es, text_ar: texts.ar, active: true, client_authorised: true })
    .select('id')
    .single()
    .throwOnError();
  return { texts, remove: () => serviceClient().from('testimonials').delete().eq('id', data!.id).throwOnError() };
}
