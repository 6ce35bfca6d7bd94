// Loads the browser's number-formatting data (ICU) while the app's own script is still downloading.
// The first Intl.NumberFormat of a page costs ~40 ms of main thread in Chromium, whatever the locale
// (the next ones, in any language, well under 1 ms); the quotes list's first render built it, one
// long task on the way to an interactive list (issue 50, decision 0129). Here the main thread is idle,
// waiting for the network. A classic script of its own, async: the CSP allows no inline script.
new Intl.NumberFormat().format(0);
new Intl.PluralRules().select(0);
