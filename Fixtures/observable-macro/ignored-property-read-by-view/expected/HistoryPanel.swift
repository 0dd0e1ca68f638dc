import SwiftUI

struct HistoryPanel: View {
  @State private var model = HistoryModel()

  var body: some View {
    Group {
      if model.client != nil {
        List(model.entries, id: \.self) { Text($0) }
      } else {
        Text(model.title)
      }
    }
    .task { model.attach(RepositoryClient()) }
    .toolbar {
      Button("Stop") { model.loading?.cancel() }
    }
  }
}
