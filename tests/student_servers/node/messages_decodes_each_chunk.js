'use strict';
// Fault: decodes each chunk to text on its own, mangling a character cut between two chunks.
require('./lesson1').serve({ decodesEachChunk: true });
