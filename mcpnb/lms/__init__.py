"""The learning platforms' own files, as their code writes and reads them: a roster (Canvas's
gradebook export, Moodle's grading worksheet or gradebook export) read whatever its locale wrote
(`sheets`), and the file each platform's importer takes back (`canvas`, `moodle`). A class's
download is read by the grader (`mcpnb.grade.downloads`)."""
