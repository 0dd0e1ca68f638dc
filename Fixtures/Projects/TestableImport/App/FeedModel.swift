import SwiftUI

final class FeedModel: ObservableObject {
  static let sample = FeedModel()

  @Published var items: [String] = []
}

struct FeedView: View {
  @EnvironmentObject var model: FeedModel

  var body: some View {
    List(model.items, id: \.self) { Text($0) }
  }
}
