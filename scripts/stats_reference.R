# Reference values for RankLens's all-pairs statistics (core/stats: all_pairs, anova,
# studentized_range, paired_power, multiple_testing), from R 4.2 (Debian r-base-core; the
# packages below are not needed at test time: the suite reads the CSV files this writes).
#   Rscript scripts/stats_reference.R tests/data/stats
# Writes, for each data set NAME:
#   NAME_scores.csv     system,topic,score (the input; systems S1..Sk in factor order)
#   NAME_reference.csv  kind,a,b,field,value
# and studentized_range.csv (q,k,df,cdf,upper) and quantiles.csv (p,k,df,q).
args <- commandArgs(trailingOnly = TRUE)
out <- if (length(args) > 0) args[1] else "tests/data/stats"
options(digits = 17)

rows <- list()
add <- function(kind, a, b, field, value) {
  rows[[length(rows) + 1]] <<- data.frame(kind = kind, a = a, b = b, field = field,
                                          value = sprintf("%.17g", value))
}

reference <- function(name, scores, conf = 0.95, alpha = 0.05, power = 0.8,
                      targets = c(0.01, 0.05)) {
  k <- nrow(scores); n <- ncol(scores)
  sys <- paste0("S", seq_len(k))
  d <- data.frame(system = factor(rep(sys, each = n), levels = sys),
                  topic = factor(rep(paste0("T", seq_len(n)), times = k)),
                  score = as.vector(t(scores)))
  write.csv(d, file.path(out, paste0(name, "_scores.csv")), row.names = FALSE, quote = FALSE)
  rows <<- list()
  # Each system's mean and t interval.
  for (i in seq_len(k)) {
    tt <- t.test(scores[i, ], conf.level = conf)
    add("run", sys[i], "", "mean", mean(scores[i, ]))
    add("run", sys[i], "", "ci_low", tt$conf.int[1])
    add("run", sys[i], "", "ci_high", tt$conf.int[2])
  }
  # Two-way ANOVA, score ~ system + topic.
  fit <- aov(score ~ system + topic, data = d)
  tab <- summary(fit)[[1]]
  for (r in 1:3) {
    term <- c("system", "topic", "residual")[r]
    add("anova", term, "", "df", tab[r, "Df"])
    add("anova", term, "", "ss", tab[r, "Sum Sq"])
    add("anova", term, "", "ms", tab[r, "Mean Sq"])
    if (r < 3) {
      add("anova", term, "", "f", tab[r, "F value"])
      add("anova", term, "", "p", tab[r, "Pr(>F)"])
    }
  }
  # Tukey HSD over the systems: rows "Sb-Sa", diff = mean(b) - mean(a).
  th <- TukeyHSD(fit, "system", conf.level = conf)$system
  for (r in rownames(th)) {
    ab <- strsplit(r, "-")[[1]]
    add("tukey", ab[2], ab[1], "diff", th[r, "diff"])
    add("tukey", ab[2], ab[1], "lwr", th[r, "lwr"])
    add("tukey", ab[2], ab[1], "upr", th[r, "upr"])
    add("tukey", ab[2], ab[1], "p_adj", th[r, "p adj"])
  }
  # Paired t-tests with each correction.
  for (m in c("holm", "BH", "bonferroni", "none")) {
    pw <- pairwise.t.test(d$score, d$system, p.adjust.method = m, paired = TRUE)$p.value
    for (i in 2:k) for (j in 1:(i - 1))
      add(paste0("t_", m), sys[j], sys[i], "p_adj", pw[i - 1, j])
  }
  # Per pair: the paired t interval, sd of the differences, MDE and queries needed.
  for (a in 1:(k - 1)) for (b in (a + 1):k) {
    diffs <- scores[b, ] - scores[a, ]
    s <- sd(diffs)
    if (s > 0) {
      tt <- t.test(scores[b, ], scores[a, ], paired = TRUE, conf.level = conf)
      add("pair", sys[a], sys[b], "ci_low", tt$conf.int[1])
      add("pair", sys[a], sys[b], "ci_high", tt$conf.int[2])
      add("pair", sys[a], sys[b], "sd", s)
      add("pair", sys[a], sys[b], "mde",
          power.t.test(n = n, sd = s, sig.level = alpha, power = power, type = "paired",
                       tol = 1e-12)$delta)
      for (x in targets)
        add("pair", sys[a], sys[b], paste0("n_", x),
            ceiling(power.t.test(delta = x, sd = s, sig.level = alpha, power = power,
                                 type = "paired", tol = 1e-12)$n))
    }
  }
  write.csv(do.call(rbind, rows), file.path(out, paste0(name, "_reference.csv")),
            row.names = FALSE, quote = FALSE)
}

# normal: 5 systems x 30 topics, normal scores with system effects and topic effects.
set.seed(49)
topic <- rnorm(30, 0.4, 0.15)
normal <- t(sapply(c(0, 0.02, 0.05, 0.06, 0.15), function(e) round(topic + e + rnorm(30, 0, 0.08), 4)))
reference("normal", normal)
# ir: 4 systems x 12 topics of IR-like scores in [0, 1] with ties and zeros; system 4 = system 1.
ir <- rbind(c(0, 0.1, 0.5, 1, 0.3, 0.3, 0, 0.8, 0.2, 0.6, 0.4, 1),
            c(0.1, 0.2, 0.5, 1, 0.4, 0.2, 0.1, 0.9, 0.3, 0.6, 0.5, 1),
            c(0.5, 0.6, 0.9, 1, 0.8, 0.7, 0.4, 1, 0.6, 0.9, 0.7, 1),
            c(0, 0.1, 0.5, 1, 0.3, 0.3, 0, 0.8, 0.2, 0.6, 0.4, 1))
reference("ir", ir, conf = 0.9, alpha = 0.1, power = 0.9, targets = c(0.05, 0.2))
# wide: 8 systems x 60 topics, uniform scores with small effects.
set.seed(2010)
wide <- t(sapply(seq(0, 0.14, by = 0.02), function(e) round(pmin(1, runif(60) * 0.8 + e), 4)))
reference("wide", wide)

# The studentized range distribution: R's ptukey, and the integral of its definition evaluated
# by R's integrate() (QUADPACK) to a relative 1e-13, because ptukey itself is only accurate to
# about 1e-4 at df = 2 and 1e-8 at df = 20000 (for k = 2, where P(Q <= q) = 2 pt(q / sqrt(2), df)
# - 1 exactly, ptukey(5, 2, 2) is off by 6.5e-5; the integral is right to 1e-15).
range_cdf <- function(w, k) {
  k * integrate(function(z) dnorm(z) * pmax(0, pnorm(z + w) - pnorm(z))^(k - 1), -9, 9,
                rel.tol = 1e-13, subdivisions = 2000)$value
}
studentized_cdf <- function(q, k, df) {
  if (df > 25000) return(range_cdf(q, k))
  lo <- sqrt(qchisq(1e-16, df) / df); hi <- sqrt(qchisq(1e-16, df, lower.tail = FALSE) / df)
  integrate(function(s) sapply(s, function(x) 2 * df * x * dchisq(df * x * x, df) *
                                      range_cdf(q * x, k)),
            lo, hi, rel.tol = 1e-12, subdivisions = 2000)$value
}
grid <- expand.grid(q = c(0.5, 1, 2, 3.5, 5, 8), k = c(2, 3, 5, 10, 20), df = c(2, 5, 30, 1000, 20000, 50000))
grid$ptukey <- mapply(function(q, k, df) ptukey(q, k, df), grid$q, grid$k, grid$df)
grid$integral <- mapply(studentized_cdf, grid$q, grid$k, grid$df)
write.csv(format(grid, digits = 17), file.path(out, "studentized_range.csv"), row.names = FALSE, quote = FALSE)
qs <- expand.grid(p = c(0.9, 0.95, 0.99), k = c(2, 4, 8, 20), df = c(5, 30, 200, 133000))
qs$q <- mapply(function(p, k, df) qtukey(p, k, df), qs$p, qs$k, qs$df)
write.csv(format(qs, digits = 17), file.path(out, "quantiles.csv"), row.names = FALSE, quote = FALSE)
