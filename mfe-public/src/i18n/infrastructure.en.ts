/** The texts of one part of the public site, in English, downloaded with the page that shows them. */
export const infrastructure = {
  heroText: 'Modern facilities that support teaching, learning and research.',
  facilitiesTitle: 'Our Facilities',
  featuresLabel: (title: string) => `Features of the ${title}`,
  amenitiesTitle: 'Campus Amenities',
  amenities: [
    { title: 'Wi-Fi', text: 'Wireless internet across the campus.' },
    { title: 'Parking', text: 'Parking for staff, trainees and visitors.' },
    { title: '24/7 Security', text: 'Round-the-clock security at the campus gates.' },
  ],
  brochure: 'Download Brochure',
  brochureNote: 'PDF',
  siteError: 'We could not load this page.',
};
