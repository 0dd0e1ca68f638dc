// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

// A sum written over two lines whose one-line Text would be long keeps its line break: a
// multi-line literal whose break is escaped, so the string (and its key) has no newline.
struct SubscriptionFooter: View {
    let renewalDate: String
    let plan: String

    var body: some View {
        VStack {
            Text("Your subscription renews automatically unless you cancel it before ")
                + Text(renewalDate).bold()
            Text("Plan: ")
                + Text(plan).italic()
        }
    }
}
