// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// One button of the editor's formatting bar. The module's own type: here the bare name
/// `ToolbarItem` means this struct, so a toolbar item of SwiftUI's is spelled out.
struct ToolbarItem: Identifiable {
  let id: String
  let symbol: String
  let apply: (inout String) -> Void
}

struct FormattingBar: View {
  let items: [ToolbarItem]
  @Binding var draft: String

  var body: some View {
    HStack {
      ForEach(items) { item in
        Image(systemName: item.symbol)
          .onTapGesture { item.apply(&draft) }
      }
    }
  }
}

struct DraftEditor: View {
  @Binding var draft: String
  let close: () -> Void

  var body: some View {
    TextEditor(text: $draft)
      .navigationBarItems(trailing: Button("Done", action: close))
  }
}
