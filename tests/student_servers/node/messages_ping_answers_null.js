'use strict';
// Fault: answers ping with a null result instead of an empty object.
require('./lesson1').serve({ pingAnswersNull: true });
