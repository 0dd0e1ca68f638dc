// fixture: deployment-target=iOS=17.0
import SwiftUI

struct TagsScreen: View {
  @State private var tags: [String] = []
  @State private var selection = 0
  @State private var lastSelection = 0
  @State private var lowercased: [String] = []

  var body: some View {
    List(tags, id: \.self) { Text($0) }
      .onChange(of: selection) { lastSelection = $1 }
      .onChange(of: tags) { lowercased = $1.map { $0.lowercased() } }
  }
}
