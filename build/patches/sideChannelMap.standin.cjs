'use strict';

/**
 * A stand-in for the `side-channel` package in the browser build (build patch sideChannelMap):
 * `qs` (through refine) keeps objects it has visited in a side channel to detect cycles, and the
 * package does so with a WeakMap/Map/linked-list cascade built on `get-intrinsic` and
 * `object-inspect` — about 8 KiB gzip on every route. A Map gives the same five methods.
 */
module.exports = function getSideChannel() {
  var map = new Map();
  return {
    assert: function (key) {
      if (!map.has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    get: function (key) {
      return map.get(key);
    },
    has: function (key) {
      return map.has(key);
    },
    set: function (key, value) {
      map.set(key, value);
    },
    delete: function (key) {
      return map.delete(key);
    },
  };
};
