"""The editions: writing each lesson's teacher and student editions, and the translations they carry."""
