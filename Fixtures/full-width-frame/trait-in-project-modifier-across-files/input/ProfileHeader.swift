import SwiftUI

struct ProfileHeader: View {
  @State private var showsHelp = false
  @State private var saved = false

  var body: some View {
    VStack {
      // `.helpAnchor` (Anchors.swift) writes an anchor preference that the screen reads to
      // place its help bubble: a trait of the stack's child, left as it is.
      HStack {
        Spacer()
        Button {
          showsHelp.toggle()
        } label: {
          Image(systemName: "questionmark.circle")
        }
        .helpAnchor(id: "profile")
      }
      // `.popIn` applies a transition: left as it is too.
      if saved {
        HStack {
          Text("Saved")
            .popIn()
          Spacer()
        }
      }
    }
  }
}
