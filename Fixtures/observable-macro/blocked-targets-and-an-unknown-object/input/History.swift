import SwiftUI

final class History: ObservableObject {
  @Published var entries: [String] = []
}

struct HistoryScreen: View {
  @EnvironmentObject var history: History
  var body: some View { Text("\(history.entries.count)") }
}
