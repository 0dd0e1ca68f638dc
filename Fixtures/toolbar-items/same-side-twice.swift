// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// A side placed again in a chain of navigationBarItems calls: whether the later call replaces
// the earlier one's items or adds to them is not documented, while toolbar items add up, so
// the chain is only reported and stays as written, other modifiers between the calls or not.
struct Playlist: View {
  @State private var shuffling = false

  var body: some View {
    List {
      Text("Track 1")
    }
    .navigationBarItems(leading: Button("Shuffle") { shuffling = true })
    .navigationBarItems(leading: EditButton())
  }

  var onOneLine: some View {
    Text("Queue").navigationBarItems(trailing: EditButton()).navigationBarItems(trailing: Text("3"))
  }

  /// A two-sided call followed by one side.
  var bothThenOne: some View {
    Text("Albums")
      .navigationBarItems(leading: EditButton(), trailing: Button("Sort") {})
      .navigationBarItems(trailing: Button("Add") {})
  }

  /// Leading, trailing, then leading again: the whole chain is reported once.
  var third: some View {
    Text("Artists")
      .navigationBarItems(leading: EditButton())
      .navigationBarItems(trailing: Button("Play") {})
      .navigationBarItems(leading: Button("Back") {})
  }

  /// Another modifier between the calls changes nothing: reported too.
  var apart: some View {
    Text("Genres")
      .navigationBarItems(trailing: EditButton())
      .padding()
      .navigationBarItems(trailing: Button("Done") {})
  }
}
