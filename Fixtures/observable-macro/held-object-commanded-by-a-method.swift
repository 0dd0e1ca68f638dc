// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// Presents one bottom sheet at a time for the whole app.
final class SheetCenter: ObservableObject {
  @Published var isPresented = false
  @Published var content = AnyView(EmptyView())

  func present<Content: View>(@ViewBuilder _ content: () -> Content) {
    self.content = AnyView(content())
    isPresented = true
  }

  func dismiss() { isPresented = false }
}

/// Sends the sheet center commands from a method its button calls, and shows nothing that
/// changes with it: said with --verbose only, as for a command in the action itself.
struct FolderRow: View {
  @EnvironmentObject var sheets: SheetCenter
  let name: String

  var body: some View {
    HStack {
      Text(name)
      Button("More") { showActions() }
    }
  }

  private func showActions() {
    sheets.present {
      Button("Rename") { sheets.dismiss() }
    }
  }
}

/// Shows the sheet: reads the center's properties.
struct SheetHost: View {
  @EnvironmentObject var sheets: SheetCenter

  var body: some View {
    Color.clear
      .sheet(isPresented: $sheets.isPresented) { sheets.content }
  }
}
