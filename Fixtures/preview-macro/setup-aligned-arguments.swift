// fixture: deployment-target=iOS=17.0
import SwiftUI

struct Budget {
  var daily: Int
  var days: Int
}

struct BudgetView: View {
  let budget: Budget
  let title: String
  var body: some View { Text(title) }
}

// Arguments lined up under the first one stay lined up once `return ` goes before the view.
struct BudgetView_Previews: PreviewProvider {
  static var previews: some View {
    let budget = Budget(daily: 5, days: 7)
    BudgetView(budget: budget,
               title: "Week")
  }
}

struct NestedBudget_Previews: PreviewProvider {
  static var previews: some View {
    let days = 3
    BudgetView(budget: Budget(daily: 1,
                              days: days),
               title: "Short")
      .padding()
  }
}

// Arguments indented one level, and a closing parenthesis on its own line: only the view's
// indentation changes.
struct IndentedBudget_Previews: PreviewProvider {
  static var previews: some View {
    let budget = Budget(daily: 2, days: 1)
    BudgetView(
      budget: budget,
      title: "Day"
    )
  }
}

struct ClosedOnOwnLine_Previews: PreviewProvider {
  static var previews: some View {
    let budget = Budget(daily: 9, days: 2)
    BudgetView(budget: budget,
               title: "Two"
    )
  }
}

// Written with `return` already: lined up after it, so nothing moves.
struct ReturnedBudget_Previews: PreviewProvider {
  static var previews: some View {
    let budget = Budget(daily: 4, days: 4)
    return BudgetView(budget: budget,
                      title: "Four")
  }
}
