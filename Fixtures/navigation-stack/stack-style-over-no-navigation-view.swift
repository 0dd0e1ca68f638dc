// fixture: deployment-target=iOS=16.0
import SwiftUI

/// A pushed settings list that carries a stack style of its own: nothing below it is a
/// NavigationView, so the note says the style does nothing there (unless a view passed in or
/// of another module is one). Over a NavigationView it writes, the note keeps saying so.
struct MutedWordsScreen: View {
  @State private var words = ["spoiler"]

  var body: some View {
    Group {
      List {
        ForEach(words, id: \.self) { word in
          Text(word)
        }
      }
      .navigationTitle("Muted words")
      .navigationViewStyle(StackNavigationViewStyle())
    }
  }
}

struct DraftSheet: View {
  var body: some View {
    VStack {
      NavigationView {
        Text("Draft")
      }
    }
    .navigationViewStyle(.stack)
  }
}
