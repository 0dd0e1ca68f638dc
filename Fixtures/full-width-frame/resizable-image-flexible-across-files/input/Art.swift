import SwiftUI

// A view a row in another file shows: a resizable Image with no frame after it.
struct HeaderArt: View {
    var body: some View {
        Image("header")
            .resizable()
            .scaledToFit()
    }
}
