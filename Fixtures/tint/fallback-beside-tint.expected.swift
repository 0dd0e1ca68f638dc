// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

// tint(_:) exists from iOS 15, so a project that writes tint where `#available` holds and
// accentColor in the else keeps accentColor for the older systems by choice: that call is
// only reported. An else whose first branch has no tint, or a check with another condition
// (its else also runs on new systems), is rewritten as anywhere.
struct ReplyComposer: View {
  @Binding var draft: String
  let brand: Color
  let wide: Bool

  var body: some View {
    VStack {
      field
      header
      footer
      counter
    }
  }

  @ViewBuilder
  var field: some View {
    if #available(iOS 16.0, *) {
      TextEditor(text: $draft)
        .tint(brand)
        .scrollContentBackground(.hidden)
    } else {
      TextEditor(text: $draft)
        .accentColor(brand)
    }
  }

  @ViewBuilder
  var header: some View {
    if #available(iOS 17.0, *) {
      Text("Reply").tint(brand)
    } else if #available(iOS 16.0, *) {
      Text("Reply").bold()
    } else {
      Text("Reply").accentColor(brand)
    }
  }

  @ViewBuilder
  var footer: some View {
    if #available(iOS 16.0, *) {
      Button("Send") {}
        .scrollDismissesKeyboard(.interactively)
    } else {
      Button("Send") {}
        .tint(brand)
    }
  }

  @ViewBuilder
  var counter: some View {
    if #available(iOS 16.0, *), wide {
      Text("\(draft.count)").tint(brand)
    } else {
      Text("\(draft.count)").tint(brand)
    }
  }
}
