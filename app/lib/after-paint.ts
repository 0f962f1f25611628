/** The attribute of React Router's module script, kept as text until the page is painted. */
export const HELD_SCRIPT = "data-after-paint";

/**
 * The page's starter (decision 036), inline after React Router's scripts: once the browser has
 * painted the page, it runs the held module script, which hydrates the page. The server began
 * that script with an import of every module React Router's preloads named, and left the
 * preloads out, so the browser fetches the modules all at once without an element made for each
 * (on a slow phone about 1 ms apiece); only the entry module, which the script imports last,
 * once the route modules are in place, gets a module preload. The first paint is the browser's
 * first-contentful-paint entry, or, where the browser does not report paints, the second
 * animation frame (a frame has been drawn before it). A page opened in a background tab is not
 * painted until it is shown, so it starts at once, as does a page hidden before it was painted;
 * if no paint is reported within three seconds, it starts then.
 */
export const AFTER_PAINT_SCRIPT = `(function(){var d=document,started=false;function start(){if(started)return;started=true;d.querySelectorAll("script[${HELD_SCRIPT}]").forEach(function(held){var text=held.textContent,entry=/import\\("([^"]+)"\\)/.exec(text);if(entry){var preload=d.createElement("link");preload.rel="modulepreload";preload.href=entry[1];preload.nonce=held.nonce;d.head.appendChild(preload)}var script=d.createElement("script");script.nonce=held.nonce;script.type="module";script.textContent=text;held.replaceWith(script)})}if(d.visibilityState!=="visible"){start();return}var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];if(types.indexOf("paint")===-1){requestAnimationFrame(function(){requestAnimationFrame(start)})}else{var observer=new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}});observer.observe({type:"paint",buffered:true})}d.addEventListener("visibilitychange",start);setTimeout(start,3000)})()`;
