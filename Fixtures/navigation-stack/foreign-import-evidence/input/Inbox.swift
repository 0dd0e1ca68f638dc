// fixture: include-review deployment-target=iOS=16.0
import SwiftUI
#if canImport(SymbolKit)
import SymbolKit
#endif

// SymbolKit is not part of the run, but Settings.swift imports it beside SwiftUI and writes
// NavigationStack bare: that compiles only if SymbolKit declares no NavigationStack, so the
// bare name is sure here too.
struct InboxScreen: View {
  let threads: [String]

  var body: some View {
    NavigationView {
      List(threads, id: \.self) { Text($0) }
        .navigationTitle("Inbox")
    }
    .navigationViewStyle(.stack)
  }
}
