import SwiftUI

/// `Model` is UploadView's typealias of UploadModel, declared in Models.swift: this use
/// converts with the class.
struct UploadView: View {
  @State var model: Model

  var body: some View {
    Text("\(model.progress)")
  }
}

/// `SharedQueue` is a top-level typealias of DownloadQueue in Models.swift: reading its
/// objectWillChange keeps the class an ObservableObject.
struct QueueBadge: View {
  @ObservedObject var queue: SharedQueue
  @State private var changes = 0

  var body: some View {
    Text("\(queue.pending)")
      .onReceive(queue.objectWillChange) { changes += 1 }
  }
}
