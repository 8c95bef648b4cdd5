// The practice areas an enquiry or a booking can be about (the contact and booking forms' choices;
// their names are the marketing namespace's practiceAreas.* texts).
export const PRACTICE_AREAS = ['civil', 'family', 'labor', 'immigration', 'inheritance', 'other'] as const;
