// fixture: include-review
import SwiftUI

struct Profile: View {
    let name: String
    let bio: String

    var body: some View {
        VStack {
            HStack {
                // The name, pushed to the leading edge.
                Text(name)
                Spacer()
            }
            HStack {
                Spacer()
                /* right-aligned */ Text(bio) // the bio
            } // end of the bio row
            HStack { /* inline */ Text(name); Spacer() }
        }
    }

    func title() -> some View {
        return HStack { /* title */ Text(name).bold(); Spacer() }
    }
}
