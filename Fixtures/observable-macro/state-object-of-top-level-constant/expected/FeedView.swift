import SwiftUI

struct FeedView: View {
  @State private var holder = sampleHolder

  var body: some View {
    List(holder.items, id: \.self) { Text($0) }
  }
}
