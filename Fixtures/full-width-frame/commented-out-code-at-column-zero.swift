// fixture: include-review
import SwiftUI

// Code commented out with Xcode's ⌘/ starts its line with `//`: it stays at column 0 when
// the view it sits before moves out of the stack, as re-indented code keeps it.
struct ServiceHeader: View {
    let name: String

    var body: some View {
        VStack {
            HStack {
//                Image(systemName: "bolt")
//                    .frame(width: 20, height: 20)
                Text(name)
                    .font(.headline)
                Spacer()
            }
            .padding(.horizontal)
            HStack {
                // The badge comes back once it has artwork.
//                Image(systemName: "bolt")
                Text(name)
                Spacer()
            }
        }
    }

    var note: some View {
        HStack {
            Spacer()
//            Image(systemName: "bolt")
            Text(name)
        }
    }
}
