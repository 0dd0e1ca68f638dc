// fixture: include-review
import SwiftUI

struct Profile: View {
    let name: String
    let bio: String

    var body: some View {
        VStack {
            // The name, pushed to the leading edge.
            Text(name)
                .frame(maxWidth: .infinity, alignment: .leading)
            /* right-aligned */ Text(bio) // the bio
                .frame(maxWidth: .infinity, alignment: .trailing) // end of the bio row
            /* inline */ Text(name).frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    func title() -> some View {
        return /* title */ Text(name).bold().frame(maxWidth: .infinity, alignment: .leading)
    }
}
