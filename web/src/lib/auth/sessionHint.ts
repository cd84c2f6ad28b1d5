// Whether this browser was signed in when the app last knew. The first screen is drawn before the
// `me` query answers; a page whose layout depends on it (the home page's hero: a tall welcome for
// visitors, one line for members) draws the likely one rather than the visitor's, which a member
// would see jump to the other once `me` answers.

const KEY = 'campus.signedIn';

export function wasSignedIn(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Private mode: the guess is only for the first screen.
  }
}
