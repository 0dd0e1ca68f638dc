import SwiftUI

// X's own frame sizes the other axis and only `multilineTextAlignment` (which sets the
// environment of the Text inside and lays nothing out) stands between it and the new
// frame: one `.frame` expresses both, and the environment modifier follows it.
struct NoteButton: View {
  let note: String
  let edit: () -> Void

  var body: some View {
    Button(action: edit) {
      VStack {
        Text(note.isEmpty ? "Add a note…" : note)
          .frame(maxWidth: .infinity, alignment: .topLeading)
          .multilineTextAlignment(.leading)
        Spacer()
      }
    }
    .buttonStyle(.plain)
  }
}

struct Summary: View {
  let summary: String

  var body: some View {
    VStack { Text(summary).frame(maxWidth: .infinity, alignment: .leading).lineLimit(3).onAppear {}; Spacer() }
  }
}

// Padding between the two frames: one frame after the padding lays the note out the same
// (merge-frame-across-padding.swift says why).
struct PaddedNote: View {
  let note: String

  var body: some View {
    VStack {
      Text(note)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(8)
      Spacer()
    }
  }
}
