// Runs in <head> before the first paint: a blocking script from the app's own origin, so the
// Content-Security-Policy's script-src 'self' holds. It applies the theme the student chose on this
// device (localStorage 'colourTheme'), so a dark page never flashes light; with no choice the CSS
// follows the system.
try {
  var choice = localStorage.getItem('colourTheme');
  if (choice === 'light' || choice === 'dark') document.documentElement.dataset.theme = choice;
} catch (e) {
  // Storage blocked: the system's theme it is.
}

// When the system's theme flips with the page open, every colour switches at once, as for a choice
// in the profile menu: a card fading to dark behind text already light would be unreadable for a
// moment. The listener runs before the frame's styles are worked out.
try {
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', function () {
    var root = document.documentElement;
    root.dataset.themeSwitching = '';
    // Reading a computed style applies the new colours now, with transitions off.
    void getComputedStyle(document.body || root).backgroundColor;
    requestAnimationFrame(function () {
      delete root.dataset.themeSwitching;
    });
  });
} catch (e) {
  // An old browser without MediaQueryList events: its colours fade as before.
}
