'use strict';
// Fault: keeps a timer going after its input has ended, so it never exits.
require('./lesson1').serve({ keepsRunning: true });
