import SwiftUI

struct ThreadView: View {
  let posts: [String]

  var body: some View {
    List(posts, id: \.self) { Text($0) }
      .safeAreaBar(edge: .bottom) {
        QuickReply()
      }
      .overlay(alignment: .top) {
        StatusPill()
      }
  }
}
