import SwiftUI

// `Label` here is the run's own view (Label.swift), not SwiftUI's: the card's body is
// sized through it, and its body is in yet another file, so the card stays unknown.
struct Card: View {
    let title: String

    var body: some View {
        VStack {
            Label(title, systemImage: "star")
            Text("Featured")
        }
    }
}
