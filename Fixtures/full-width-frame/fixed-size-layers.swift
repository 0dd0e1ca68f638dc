import SwiftUI

struct PlanCard: View {
    let name: String
    let price: String

    var body: some View {
        VStack {
            // An overlay's or background's content is offered the size of the view it
            // decorates, so a .fixedSize() outside does not reach the stacks inside.
            Text(name)
                .padding(8)
                .overlay {
                    VStack { Text(price); Spacer() }
                }
                .fixedSize(horizontal: false, vertical: true)
            Text(price)
                .background(alignment: .leading) {
                    HStack { Image(systemName: "star"); Spacer() }
                }
                .fixedSize()
                .padding()
            // A .fixedSize() on the other axis only.
            HStack { Text(name); Spacer() }
                .fixedSize(horizontal: false, vertical: true)
        }
    }
}

struct PlanList: View {
    let plans: [String]

    var body: some View {
        // A List row is as tall as its content, but the overlay's content is offered the
        // row's size, which its Spacer fills as the frame does.
        List(plans, id: \.self) { plan in
            Text(plan)
                .padding(.vertical, 12)
                .overlay {
                    VStack { Spacer(); Text("per month") }
                }
        }
    }
}
