/** The attribute of a module preload the server made inert until the page is painted. */
export const HELD_PRELOAD = "data-module-preload";
/** The attribute of React Router's module script, kept as text until the page is painted. */
export const HELD_SCRIPT = "data-after-paint";

/**
 * The page's starter (decision 036), inline after React Router's scripts: once the browser has
 * painted the page, it turns the held preloads back into module preloads and runs the held module
 * script, which hydrates the page. The first paint is the browser's first-contentful-paint
 * entry, or, where the browser does not report paints, the second animation frame (a frame has
 * been drawn before it). A page opened in a background tab is not painted until it is shown, so
 * it starts at once, as does a page hidden before it was painted; if no paint is reported within
 * three seconds, it starts then.
 */
export const AFTER_PAINT_SCRIPT = `(function(){var d=document,started=false;function start(){if(started)return;started=true;d.querySelectorAll("link[${HELD_PRELOAD}]").forEach(function(held){var link=d.createElement("link");for(var i=0;i<held.attributes.length;i++){var a=held.attributes[i];if(a.name!=="${HELD_PRELOAD}")link.setAttribute(a.name,a.value)}link.nonce=held.nonce;link.rel="modulepreload";held.replaceWith(link)});d.querySelectorAll("script[${HELD_SCRIPT}]").forEach(function(held){var script=d.createElement("script");script.nonce=held.nonce;script.type="module";script.textContent=held.textContent;held.replaceWith(script)})}if(d.visibilityState!=="visible"){start();return}var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];if(types.indexOf("paint")===-1){requestAnimationFrame(function(){requestAnimationFrame(start)})}else{var observer=new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}});observer.observe({type:"paint",buffered:true})}d.addEventListener("visibilitychange",start);setTimeout(start,3000)})()`;
