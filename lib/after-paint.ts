/** The global name of the function below: declared once by the head script, used by the starter (scripts/build/paint-first.ts). */
export const AFTER_PAINT = "__afterPaint";

/**
 * Source of `__afterPaint(callback)` for the inline scripts that must not run before the page has painted (the
 * router's scripts): the callback runs in a task after the browser reports the first contentful paint (Paint
 * Timing), or after the next frame where Paint Timing is missing. A hidden tab paints nothing, so it runs at once.
 * Waiting for the reported paint, not just for a frame, matters on a busy device, where a frame can be presented well
 * after the tasks that follow it have started.
 */
export const AFTER_PAINT_FUNCTION =
  `function ${AFTER_PAINT}(c){var n=0,P=window.PerformanceObserver;function go(){n++||setTimeout(c,0)}` +
  'if(document.visibilityState==="hidden")return go();' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true});' +
  "else requestAnimationFrame(function(){setTimeout(go,0)})}";
