'use strict';
// Lesson 1's server in Node, with no fault: it must pass every finding.
require('./lesson1').serve();
