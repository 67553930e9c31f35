'use strict';
// Fault: writes its per-line log on stdout, among the messages.
require('./lesson1').serve({ logsOnStdout: true });
