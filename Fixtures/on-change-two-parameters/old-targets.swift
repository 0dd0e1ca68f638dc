// fixture: deployment-target=iOS=16.4,macOS=14.0
import SwiftUI

struct FilterView: View {
  @State private var filter = ""

  var body: some View {
    TextField("Filter", text: $filter)
      .onChange(of: filter) { newFilter in print(newFilter) }
      .onChange(of: filter) { _ in print("changed") }
      .onChange(of: filter) { print($0) }
  }
}
