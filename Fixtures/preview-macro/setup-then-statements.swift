// fixture: deployment-target=iOS=17.0
import SwiftUI

final class Spinner: ObservableObject {
    @Published var isSpinning = false
}

struct SpinnerView: View {
    @ObservedObject var spinner: Spinner

    var body: some View {
        ProgressView()
            .opacity(spinner.isSpinning ? 1 : 0)
    }
}

// One preview whose setup goes on past its declarations (an assignment to the model) before
// the view it returns: left as is, and the note says so instead of calling it setup shared
// by several previews.
struct SpinnerView_Previews: PreviewProvider {
    static var previews: some View {
        let spinner = Spinner()
        spinner.isSpinning = true
        return SpinnerView(spinner: spinner)
    }
}
