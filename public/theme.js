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
