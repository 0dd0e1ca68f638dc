import SwiftUI

struct FilterView: View {
  @State private var filter = ""

  var body: some View {
    TextField("Filter", text: $filter)
      .onChange(of: filter) { newFilter in print(newFilter) }
      .onChange(of: filter, perform: apply)
  }

  private func apply(_ filter: String) {}
}
