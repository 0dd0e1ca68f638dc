// fixture: deployment-target=iOS=16.0
import SwiftUI

/// Another type of the file dismisses through `parent`: the property keeps its access level.
struct Sheet: View {
  @Environment(\.dismiss) var dismiss

  var body: some View {
    CloseBar(parent: self)
  }
}

struct CloseBar: View {
  let parent: Sheet

  var body: some View {
    Button("Close") { parent.dismiss() }
  }
}
