// Whether the home notice was shown in this login session (sessionStorage, per tab). Apart from the
// dialog, so the app shell's login effect (ui/app/browser-effects.ts) does not bring the dialog into
// every first page (decision 029).

const shownKey = 'homeNoticeShown';
/** Cleared at each login, so the notice shows once per login session (sessionStorage: per tab). */
export function resetHomeNotice() {
  try {
    window.sessionStorage.removeItem(shownKey);
  } catch {
    // Without sessionStorage the notice shows once per page load instead.
  }
}

export function alreadyShown() {
  try {
    return window.sessionStorage.getItem(shownKey) === '1';
  } catch {
    return false;
  }
}

export function markShown() {
  try {
    window.sessionStorage.setItem(shownKey, '1');
  } catch {
    // See resetHomeNotice.
  }
}
