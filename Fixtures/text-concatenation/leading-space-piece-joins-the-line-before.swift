// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

// A piece starting with a space on a line of its own leaves the space at the end of the line
// before it: at the start of a line of the multi-line literal it would read as indentation.
struct InviteBanner: View {
    let name: String
    let group: String

    var body: some View {
        VStack {
            Text(name).bold()
                + Text(" has invited you to join the group that everyone in the office talks about")
            Text(name).bold() +
                Text(" wants you to review the change they made to the group called ") +
                Text(group).italic()
        }
    }
}
