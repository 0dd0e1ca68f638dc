// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// With `spacing: 0` and `Spacer(minLength: 0)`, a stack whose Spacers cannot expand (in a
// vertical ScrollView, a List or Form row) adds no length to its view: it is as tall as
// the view, as the frame is. Laid out there by another view, the fix needs no review for
// it (zero-length-spacers-in-rows has the stack written in a row).
struct CoverCell: View {
  var body: some View {
    Image(systemName: "book").frame(width: 40, height: 60)
      .frame(maxHeight: .infinity, alignment: .top)
  }
}

// The stack's default spacing may still keep a gap under the view: review, as before.
struct SpineCell: View {
  var body: some View {
    Image(systemName: "books.vertical").frame(width: 12, height: 60)
      .frame(maxHeight: .infinity, alignment: .top)
  }
}

struct Shelf: View {
  var body: some View {
    ScrollView {
      CoverCell()
      SpineCell()
    }
  }
}
