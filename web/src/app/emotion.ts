/**
 * The key of the emotion cache MUI's styles go to, on the server (entry-server.tsx) and in the
 * browser (emotion's default cache uses the same): a server-rendered page's `<style data-emotion="css …">`
 * tags are then taken over by the browser's cache at hydration instead of being inserted again.
 */
export const EMOTION_KEY = 'css';
