// Bare regex literals where the compiler's rule (-enable-bare-slash-regex) finds them.
func regexes() throws {
  let a = b
  /\)/
  _ = /)/
  _ = try? /^ x/
  _ = ^^/x}}*/
  _ = (^^/"/)
  foo(&/^ }}x/)
  _ = {
    0
    /x}}}/
    2
  }
  _ = /x// a comment: `/x` then the comment
  _ = qux(/, 1) / 2
}
