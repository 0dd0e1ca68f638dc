import SwiftUI

struct FeedView: View {
  @StateObject private var holder = sampleHolder

  var body: some View {
    List(holder.items, id: \.self) { Text($0) }
  }
}
