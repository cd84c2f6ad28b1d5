/** Facts about the deployment shown on the info pages; one place to change them. */
export const site = {
  name: 'Campus Market',
  supportEmail: 'support@campusmarket.example',
  termsUpdated: '2025-03-28',
  sourceUrl: 'https://github.com/',
};
